// Shapes of the token-refresh machine: the single-flight lock that every request answered 401
// goes through (spec §8, architecture §4).

export interface TokenRefreshContext {
  /** Advances by one on every successful refresh; askers wait for it to move. */
  generation: number;
  /** Why the last refresh failed; cleared by `refresh.reset`. */
  lastError: string | null;
  /** The token the refresh in flight (or the last one) was asked to replace. */
  failedToken: string | null;
  /** The token the last successful refresh issued (the current generation's token). */
  accessToken: string | null;
}

export type TokenRefreshEvent =
  | { type: 'refresh.request'; failedToken: string }
  | { type: 'refresh.reset' };

/** What the `refreshTokens` actor is given and must resolve with. */
export interface RefreshTokensInput {
  failedToken: string;
}
export interface RefreshTokensOutput {
  accessToken: string;
}

/** Parameters of the `tokensRefreshed` action. */
export interface TokensRefreshedParams {
  accessToken: string;
  generation: number;
}
