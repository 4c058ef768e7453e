import axios, { type AxiosInstance } from "axios";
import {
  endpoints,
  eqFilter,
  type GraphPage,
  type IdmGroupPolicy,
  type LoginResponse,
  type Profile,
  type User,
} from "../api/contract";
import type { SignInBackend } from "../auth/sign-in-sequence";
import type { GraphPageFetcher } from "../auth/graph-groups";
import { toHttpError } from "./http-error";
import { rowsOf } from "./list-envelope";

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** "Response: data list of profiles" (SPEC §7): a bare list or one wrapped in data, as every list is read. */
const listOf = <T>(body: unknown): T[] => (rowsOf(body) ?? []) as T[];

function plainClient(baseURL: string, fallbackMessage: () => string): AxiosInstance {
  const client = axios.create({ baseURL });
  client.interceptors.response.use(undefined, async (error: unknown) => {
    throw await toHttpError(error, fallbackMessage());
  });
  return client;
}

/** The backend calls of the sign-in sequence. They carry the token they are given, never a stored one. */
export function createSignInBackend(apiUrl: string, fallbackMessage: () => string): SignInBackend {
  const client = plainClient(apiUrl, fallbackMessage);
  return {
    async login(request) {
      const { data } = await client.post<LoginResponse>(endpoints.login, request);
      if (!data?.access_token) throw { message: fallbackMessage(), statusCode: 502 };
      return data.access_token;
    },
    async profiles(token) {
      const { data } = await client.get<unknown>(endpoints.profiles, { headers: bearer(token) });
      return listOf<Profile>(data);
    },
    async findUsers(token, userName) {
      const { data } = await client.get<unknown>(endpoints.users, {
        headers: bearer(token),
        params: { filter: eqFilter("userName", userName) },
      });
      return listOf<User>(data);
    },
    async updateUser(token, update) {
      await client.patch(endpoints.user(update.id), update, { headers: bearer(token) });
    },
    async groupPolicies(token, group) {
      const { data } = await client.get<unknown>(endpoints.idmGroup, {
        headers: bearer(token),
        params: { filter: eqFilter("name", group) },
      });
      return listOf<IdmGroupPolicy>(data);
    },
  };
}

/** Reads one Graph page with the identity's Graph token. */
export function createGraphPageFetcher(getToken: () => Promise<string>, fallbackMessage: () => string): GraphPageFetcher {
  const client = plainClient("", fallbackMessage);
  return async (url, headers) => {
    const token = await getToken();
    const { data } = await client.get<GraphPage>(url, { headers: { ...headers, ...bearer(token) } });
    return data;
  };
}
