import { Paper, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBackpack, IconSchool, IconTruckDelivery, type Icon } from '@tabler/icons-react';
import { LANDING_TEXTS } from '../texts';

const FEATURES: { icon: Icon; color: string; title: string; text: string }[] = [
  { icon: IconSchool, color: 'indigo', ...LANDING_TEXTS.features.matching },
  { icon: IconTruckDelivery, color: 'teal', ...LANDING_TEXTS.features.delivery },
  { icon: IconBackpack, color: 'yellow', ...LANDING_TEXTS.features.addOns },
];

export function FeatureBlurbs() {
  return (
    <section aria-labelledby="features-heading">
      <Title id="features-heading" order={2} size="h3" ta="center" mb="lg">
        {LANDING_TEXTS.featuresHeading}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {FEATURES.map(({ icon: FeatureIcon, color, title, text }) => (
          <Paper key={title} withBorder p="lg" shadow="xs" component="article">
            <ThemeIcon size={48} radius="md" variant="light" color={color} aria-hidden>
              <FeatureIcon size={26} />
            </ThemeIcon>
            <Title order={3} size="h4" mt="md">
              {title}
            </Title>
            <Text c="dimmed" size="sm" mt={6} lh={1.6}>
              {text}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  );
}
