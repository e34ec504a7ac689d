import { Paper, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBackpack, IconSchool, IconTruckDelivery, type Icon } from '@tabler/icons-react';
import { LANDING_TEXTS } from '../texts';

const FEATURES: { icon: Icon; color: string; key: keyof typeof LANDING_TEXTS.features }[] = [
  { icon: IconSchool, color: 'indigo', key: 'matching' },
  { icon: IconTruckDelivery, color: 'teal', key: 'delivery' },
  { icon: IconBackpack, color: 'yellow', key: 'addOns' },
];

export function FeatureBlurbs() {
  return (
    <section aria-labelledby="features-heading">
      <Title id="features-heading" order={2} size="h3" ta="center" mb="lg">
        {LANDING_TEXTS.featuresHeading}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {FEATURES.map(({ icon: FeatureIcon, color, key }) => (
          <Paper key={key} withBorder p="lg" shadow="xs" component="article">
            <ThemeIcon size={48} radius="md" variant="light" color={color} aria-hidden>
              <FeatureIcon size={26} />
            </ThemeIcon>
            <Title order={3} size="h4" mt="md">
              {LANDING_TEXTS.features[key].title}
            </Title>
            <Text c="dimmed" size="sm" mt={6} lh={1.6}>
              {LANDING_TEXTS.features[key].text}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  );
}
