import type { MouseEvent } from 'react';
import { Anchor, Group } from '@mantine/core';

interface InfoSectionNavProps {
  label: string;
  sections: readonly { id: string; title: string }[];
}

/** Moves to a section and its heading, without a router navigation for a hash change. */
function goTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const heading = document.getElementById(`${id}-heading`);
  if (heading === null) return;
  event.preventDefault();
  heading.scrollIntoView({ block: 'start', behavior: 'smooth' });
  heading.focus({ preventScroll: true });
}

/** Links to the sections of the information page. */
export function InfoSectionNav({ label, sections }: InfoSectionNavProps) {
  return (
    <nav aria-label={label}>
      <Group component="ul" gap="lg" p={0} m={0} style={{ listStyle: 'none' }}>
        {sections.map((section) => (
          <li key={section.id}>
            <Anchor
              href={`#${section.id}`}
              onClick={(event) => {
                goTo(event, section.id);
              }}
            >
              {section.title}
            </Anchor>
          </li>
        ))}
      </Group>
    </nav>
  );
}
