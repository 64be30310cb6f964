import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReleaseNotes } from '@sagitta/domain';

type Media = NonNullable<ReleaseNotes[number]['subnotes'][number]['media']>[number];

/** Release media are files of the web app, served from this folder (`public/release-media`). */
const MEDIA_FOLDER = '/release-media/';

/** The only style a note may set on its media: its size, as a plain CSS length. */
const SIZE_KEYS = ['width', 'height', 'maxWidth'] as const;
const CSS_LENGTH = /^(auto|\d+(\.\d+)?(px|%|rem|em|vw|vh)?)$/;

/** The URL of a media file; path segments are encoded, and `.`/`..` segments dropped. */
export function releaseMediaUrl(identifier: string): string {
  const segments = identifier
    .split('/')
    .filter((segment) => segment !== '' && segment !== '.' && segment !== '..')
    .map(encodeURIComponent);
  return MEDIA_FOLDER + segments.join('/');
}

/** The size keys of the note's style properties with a valid length; everything else ignored. */
export function mediaSize(styleProperties: Media['styleProperties']): CSSProperties {
  const style: CSSProperties = {};
  for (const key of SIZE_KEYS) {
    const value = styleProperties?.[key]?.trim();
    if (value !== undefined && CSS_LENGTH.test(value)) style[key] = value;
  }
  return style;
}

interface ReleaseNoteMediaProps {
  media: Media;
  /** The subnote the media illustrates: its accessible name. */
  description: string;
}

/** An image or a video of a release note. */
export function ReleaseNoteMedia({ media, description }: ReleaseNoteMediaProps) {
  const { t } = useTranslation();
  const style: CSSProperties = {
    display: 'block',
    maxWidth: '100%',
    ...mediaSize(media.styleProperties),
  };
  const src = releaseMediaUrl(media.identifier);
  switch (media.type) {
    case 'image':
      return <img src={src} alt={t('releaseNotes.image', { description })} style={style} />;
    case 'video':
      return (
        <video
          controls
          preload="metadata"
          src={src}
          aria-label={t('releaseNotes.video', { description })}
          style={style}
        />
      );
  }
}
