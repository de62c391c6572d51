// Settings of the commerce half, read from the environment at use so tests can change them.
const DAY_SECONDS = 24 * 60 * 60;

function positiveNumber(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/** Where the storefront serves account pages: reset and activation links in mails point there. */
export function shopUrl(): string {
  return (process.env.EMULATOR_SHOP_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
}

export function customerAccessTokenLifetimeMs(): number {
  return positiveNumber('EMULATOR_CUSTOMER_TOKEN_TTL_SECONDS', 14 * DAY_SECONDS) * 1000;
}

export function resetTokenLifetimeMs(): number {
  return positiveNumber('EMULATOR_RESET_TOKEN_TTL_SECONDS', DAY_SECONDS) * 1000;
}

export function activationTokenLifetimeMs(): number {
  return positiveNumber('EMULATOR_ACTIVATION_TOKEN_TTL_SECONDS', 30 * DAY_SECONDS) * 1000;
}
