declare function inspect(value: unknown): string;
export = inspect;
