/** See markdown.tsx: the remark plugin half of the same stand-in. */
export default function remarkGfm(): void {}
