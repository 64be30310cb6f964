import type { NotificationPreferences, ProfileUpdate, User } from '@sagitta/domain';

export type NotificationPreference = keyof NotificationPreferences;

/** A My Account setting saved as soon as it is toggled. */
export type ProfileSetting =
  | { kind: 'notification'; preference: NotificationPreference; value: boolean }
  | { kind: 'always-add-rod'; value: boolean }
  /** The experienced checkbox: checked means not inexperienced (seed §4). */
  | { kind: 'experienced'; value: boolean };

/**
 * The user with the setting changed, as the page shows it before the server answers.
 * @param user - the cached current user
 * @param setting - the toggled setting and its new value
 */
export function applySetting(user: User, setting: ProfileSetting): User {
  switch (setting.kind) {
    case 'notification':
      return {
        ...user,
        notificationPreferences: {
          ...user.notificationPreferences,
          [setting.preference]: setting.value,
        },
      };
    case 'always-add-rod':
      return { ...user, alwaysAddRodToPlan: setting.value };
    case 'experienced':
      return {
        ...user,
        userRoleProperties: { ...user.userRoleProperties, inexperienced: !setting.value },
      };
  }
}

/**
 * The `PATCH …/profile` body of a setting. The notification preferences travel as one object,
 * so they are taken from `user` with the toggled one set.
 * @param user - the current user, with any other toggle already applied
 * @param setting - the toggled setting and its new value
 */
export function settingUpdate(user: User, setting: ProfileSetting): ProfileUpdate {
  switch (setting.kind) {
    case 'notification':
      return { notificationPreferences: applySetting(user, setting).notificationPreferences };
    case 'always-add-rod':
      return { alwaysAddRodToPlan: setting.value };
    case 'experienced':
      return { inexperienced: !setting.value };
  }
}
