import { BracketAwareCsvParser, PolicyLoader, StringAdapter, type IPolicyParser, type Model } from "casbin";
import { splitPolicyLine } from "./policy-line";

const lineParser: IPolicyParser = {
  parse: (line) => {
    const fields = splitPolicyLine(line);
    return fields ? [fields] : null;
  },
};
// Bracket-aware as casbin's own loader: a line with an unclosed bracket is refused, not half-read.
const loader = new PolicyLoader(new BracketAwareCsvParser(lineParser));

/** casbin's StringAdapter, reading lines with splitPolicyLine. */
export class PolicyTextAdapter extends StringAdapter {
  override async loadPolicy(model: Model): Promise<void> {
    if (!this.policy) throw new Error("Invalid policy, policy document cannot be false-y");
    for (const line of this.policy.split("\n")) if (line) loader.loadPolicyLine(line, model);
  }
}
