import { Box, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { matchRoute } from '@sagitta/domain';
import { useAbout, useReleaseVersions } from '../api';
import { AboutDetails } from '../components/about-details';
import { InfoSection } from '../components/info-section';
import { InfoSectionNav } from '../components/info-section-nav';
import { ReleaseHistory } from '../components/release-history';
import { useReadableReleases } from '../use-readable-releases';

const SECTION_IDS = {
  about: 'about',
  bmd: 'bone-mineral-density',
  releases: 'release-notes',
} as const;

function Loading({ label }: { label: string }) {
  return (
    <Center role="status" aria-label={label} py="md">
      <Loader size="sm" />
    </Center>
  );
}

/**
 * Information (seed §2): about the product, bone mineral density, and the release notes of every
 * release. It serves /info inside the frame and /bmd-info alone (the root layout gives both a
 * main landmark).
 */
export default function InfoPage() {
  const { t } = useTranslation();
  const standalone = matchRoute(useLocation().pathname)?.route.name === 'bmd-info';
  const about = useAbout();
  const releases = useReleaseVersions();
  const readable = useReadableReleases(releases.data);
  const sections = [
    { id: SECTION_IDS.about, title: t('info.about') },
    { id: SECTION_IDS.bmd, title: t('info.bmdTitle') },
    { id: SECTION_IDS.releases, title: t('info.releaseHistory') },
  ];

  return (
    <Box p={standalone ? 'lg' : 0} maw={960}>
      <Stack gap="xl">
        <Stack gap="sm">
          <Title order={1}>{t('info.title')}</Title>
          <InfoSectionNav label={t('info.sections')} sections={sections} />
        </Stack>
        <InfoSection id={SECTION_IDS.about} title={t('info.about')}>
          {about.data !== undefined && <AboutDetails about={about.data} />}
          {about.isPending && <Loading label={t('info.loading')} />}
        </InfoSection>
        <InfoSection id={SECTION_IDS.bmd} title={t('info.bmdTitle')}>
          <Text>{t('info.bmdBody')}</Text>
          <Text>{t('info.bmdUse')}</Text>
        </InfoSection>
        <InfoSection id={SECTION_IDS.releases} title={t('info.releaseHistory')}>
          {releases.isSuccess && <ReleaseHistory releases={readable} />}
          {releases.isPending && <Loading label={t('info.loading')} />}
        </InfoSection>
      </Stack>
    </Box>
  );
}
