/** The LaunchDarkly flags the app reads, by what they do in the app. */
export const FLAG_KEYS = {
  maintenance: 'display-maintenance-screen-rev-m',
  rebrand: 'rebrand-pos-revm',
  versionTag: 'display-ld-version-tag-rev-m',
} as const;

export type FlagName = keyof typeof FLAG_KEYS;
export type FlagValues = Record<FlagName, boolean>;

/** With no flag service, or before it answers, every flag is off. */
export const FLAGS_OFF: FlagValues = { maintenance: false, rebrand: false, versionTag: false };
