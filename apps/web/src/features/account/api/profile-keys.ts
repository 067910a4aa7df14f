/** The signed-in user's own profile. */
export const profileKey = ['account', 'profile'] as const;
