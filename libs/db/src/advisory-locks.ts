/** Advisory-lock namespaces: the two-int key space, apart from the migrations' single key. */
export const LOCKS = { companyTotals: 0x7707, userResults: 0x7708, idempotencyKey: 0x7709, officeScreens: 0x770a } as const;
