import type { Identity, IdentityAccount } from "./identity";
import { DEFAULT_DEMO_ACCOUNT, demoAccounts, demoGraphToken, findDemoAccount, type DemoAccount } from "../domain/demo-accounts";

const ACTIVE_KEY = "scm.demo.account";
const SIGNED_OUT_KEY = "scm.demo.signedOut";
const LAST_KEY = "scm.demo.lastAccount";

const toAccount = (account: DemoAccount): IdentityAccount => ({
  username: account.username,
  name: account.name,
  email: account.email,
});

/**
 * The offline stand-in for the company's identity provider (DESIGN §5). Like MSAL, the signed-in account
 * lives in sessionStorage. After an explicit sign-out it asks which account to use, as a real provider's
 * form would, instead of signing straight back in.
 */
export function createDemoIdentity(storage: Storage = sessionStorage, preferences: Storage = localStorage): Identity {
  const active = () => findDemoAccount(storage.getItem(ACTIVE_KEY));

  return {
    kind: "demo",
    async initialize() {
      return {};
    },
    getAccount() {
      const account = active();
      return account ? toAccount(account) : null;
    },
    async login({ as }) {
      const requested = as ? findDemoAccount(as) : undefined;
      if (as && !requested) return { kind: "choose-account", accounts: demoAccounts.map(toAccount) };
      const current = active();
      if (!requested && current) return { kind: "signed-in", account: toAccount(current) };
      if (!requested && storage.getItem(SIGNED_OUT_KEY)) {
        return { kind: "choose-account", accounts: demoAccounts.map(toAccount) };
      }
      const chosen = requested ?? findDemoAccount(preferences.getItem(LAST_KEY)) ?? findDemoAccount(DEFAULT_DEMO_ACCOUNT)!;
      storage.setItem(ACTIVE_KEY, chosen.key);
      storage.removeItem(SIGNED_OUT_KEY);
      preferences.setItem(LAST_KEY, chosen.key);
      return { kind: "signed-in", account: toAccount(chosen) };
    },
    async logout() {
      storage.removeItem(ACTIVE_KEY);
      storage.setItem(SIGNED_OUT_KEY, "true");
    },
    async forget() {
      // As after a sign-out: the login page offers the accounts instead of taking one back silently.
      storage.removeItem(ACTIVE_KEY);
      storage.setItem(SIGNED_OUT_KEY, "true");
    },
    async getGraphToken() {
      const account = active();
      if (!account) throw new Error("No signed-in account");
      return demoGraphToken(account.key);
    },
  };
}
