import { Button, Container, Group, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowRight, IconMessageCircle } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { DocumentTitle } from '@/components/ui/document-title';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session/session';
import { useOpenedOnce } from '@/lib/ui/use-opened-once';
import { LANDING_TEXTS } from '../texts';
import { FeatureBlurbs } from './feature-blurbs';
import classes from './landing-page.module.css';
import { SignedInWelcome } from './signed-in-welcome';
import { SupplyBoxIllustration } from './supply-box-illustration';

const ContactUsModal = lazy(() => import('./contact-us-modal').then((m) => ({ default: m.ContactUsModal })));

export function LandingPage() {
  const { status, user } = useSession();
  const [contactOpened, contact] = useDisclosure(false);
  const contactMounted = useOpenedOnce(contactOpened);

  return (
    <>
      <DocumentTitle />
      <section className={classes.hero} aria-labelledby="landing-heading">
        <Container>
          <div className={classes.heroGrid}>
            <div>
              {status === 'signed-in' && user?.email && <SignedInWelcome email={user.email} />}
              <Text c="indigo" fw={700} tt="uppercase" size="sm" mb="xs" style={{ letterSpacing: '0.06em' }}>
                {LANDING_TEXTS.eyebrow}
              </Text>
              <Title id="landing-heading" order={1} className={classes.title}>
                {LANDING_TEXTS.heading}
              </Title>
              <Text size="lg" c="dimmed" mt="md" lh={1.6} className={classes.intro}>
                {LANDING_TEXTS.intro}
              </Text>
              <Group mt="xl" gap="sm" className={classes.actions}>
                <Button component={Link} to={paths.shop.getHref()} size="lg" rightSection={<IconArrowRight size={18} aria-hidden />}>
                  {LANDING_TEXTS.shopNow}
                </Button>
                <Button variant="default" size="lg" leftSection={<IconMessageCircle size={18} aria-hidden />} onClick={contact.open} aria-haspopup="dialog">
                  {LANDING_TEXTS.contactUs}
                </Button>
              </Group>
            </div>
            <SupplyBoxIllustration />
          </div>
        </Container>
      </section>

      <Container py={48}>
        <FeatureBlurbs />
      </Container>

      {contactMounted && (
        <Suspense fallback={null}>
          <ContactUsModal opened={contactOpened} onClose={contact.close} />
        </Suspense>
      )}
    </>
  );
}
