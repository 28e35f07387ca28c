/** The criteria rows' layout, shared by the form (PaymentCriteriaForm) and its placeholder, so both take the same room. */
export const ROW_SX = {
  display: 'flex',
  gap: 2,
  alignItems: 'flex-start',
  flexWrap: { xs: 'wrap', sm: 'nowrap' },
} as const;
export const CRITERION_SX = { minWidth: 260, flex: { xs: '1 1 100%', sm: '0 0 280px' } } as const;
export const VALUE_SX = { flex: 1, minWidth: 200 } as const;
export const REMOVE_SX = { mt: 1 } as const;
export const BUTTONS_SX = { display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 } as const;
export const REMOVE_SIZE = 40;
