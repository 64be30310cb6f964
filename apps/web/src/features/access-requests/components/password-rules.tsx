import { List, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_CLASSES, PASSWORD_MIN_LENGTH, passwordClassCount } from '@sagitta/domain';

type Rule = 'length' | 'classes' | 'confirmation';

/** The password rules of seed §5, each marked met or not as the user types. */
export function PasswordRules({
  password,
  confirmation,
}: {
  password: string;
  confirmation: string;
}) {
  const { t } = useTranslation();
  const met: Readonly<Record<Rule, boolean>> = {
    // Counted in code points, as checkPassword does.
    length: Array.from(password).length >= PASSWORD_MIN_LENGTH,
    classes: passwordClassCount(password) >= PASSWORD_MIN_CLASSES,
    confirmation: confirmation !== '' && confirmation === password,
  };
  const rules: readonly Rule[] = ['length', 'classes', 'confirmation'];

  return (
    <div>
      <Text size="sm" fw={500} id="password-rules">
        {t('requestAccount.setPassword.rules')}
      </Text>
      <List spacing={4} size="sm" aria-labelledby="password-rules" center>
        {rules.map((rule) => (
          <List.Item
            key={rule}
            data-met={met[rule]}
            icon={
              <ThemeIcon size={18} radius="xl" color={met[rule] ? 'teal' : 'gray'}>
                {met[rule] ? <IconCheck size={12} /> : <IconX size={12} />}
              </ThemeIcon>
            }
          >
            {t(`requestAccount.setPassword.rule.${rule}`)}
            <VisuallyHidden>
              {' '}
              {met[rule]
                ? t('requestAccount.setPassword.ruleMet')
                : t('requestAccount.setPassword.ruleNotMet')}
            </VisuallyHidden>
          </List.Item>
        ))}
      </List>
    </div>
  );
}
