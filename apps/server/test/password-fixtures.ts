/** Passwords the old rule (10 characters, letters and digits) let through and the strength rule refuses. */
export const COMMON_PASSWORDS = ['Password123!', 'Qwerty123456', 'password1234'] as const;

/** Four ordinary words, no digit or symbol: the old rule refused it, the strength rule accepts it. */
export const PASSPHRASE = 'тихий ранок над морем';
