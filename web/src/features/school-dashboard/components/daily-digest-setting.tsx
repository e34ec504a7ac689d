import { Switch, Text } from '@mantine/core';
import { useSession } from '@/lib/session/session';
import { useSetDailyDigest } from '../api/set-daily-digest';
import { DIGEST_TEXTS as texts } from '../digest-texts';

/**
 * The representative's daily e-mail of the school's new paid orders, on unless turned off: the
 * switch shows the profile's choice, the one being saved while it is, and the profile's again
 * with the reason when saving failed.
 */
export function DailyDigestSetting() {
  const { user, profile } = useSession();
  const save = useSetDailyDigest(user?.uid ?? '');
  if (!user || !profile) return null;
  const checked = save.isPending ? save.variables.dailyDigest : (save.data ?? profile).dailyDigest;
  return (
    <Switch
      mt="xs"
      checked={checked}
      onChange={(event) => save.mutate({ dailyDigest: event.currentTarget.checked })}
      disabled={save.isPending}
      label={texts.label}
      // The label element wraps the description too: the name is the label alone, the description describes it.
      aria-label={texts.label}
      description={texts.description}
      error={
        save.isError ? (
          <Text span size="xs" role="alert">
            {texts.failed({ reason: save.error.message })}
          </Text>
        ) : undefined
      }
    />
  );
}
