import { Box, List, Stack, Text } from '@mantine/core';
import { subnoteIndentLevel, type ReleaseNotes } from '@sagitta/domain';
import { ReleaseNoteMedia } from './release-note-media';

/** How far a double indent moves a subnote beyond a single one. */
const INDENT_STEP_REM = 1.5;

interface ReleaseNotesBodyProps {
  notes: ReleaseNotes;
}

/**
 * The notes of one release (seed §3): each main note with its own list marker and title, its
 * subnotes indented by one or two levels, with their images and videos.
 */
export function ReleaseNotesBody({ notes }: ReleaseNotesBodyProps) {
  return (
    <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
      {notes.map((note, noteIndex) => (
        <li key={`${String(noteIndex)}-${note.title}`}>
          <Text fw={600}>
            <Box component="span" mr="xs">
              {note.listMarker}
            </Box>
            {note.title}
          </Text>
          {note.subnotes.length > 0 && (
            <List listStyleType="disc" spacing="xs" mt="xs" withPadding={false}>
              {note.subnotes.map((subnote, subnoteIndex) => {
                const level = subnoteIndentLevel(subnote.indentType);
                return (
                  <List.Item
                    key={`${String(subnoteIndex)}-${subnote.description}`}
                    data-indent-level={level}
                    style={{ marginInlineStart: `${String((level - 1) * INDENT_STEP_REM)}rem` }}
                  >
                    <Text size="sm">{subnote.description}</Text>
                    {subnote.media?.map((media) => (
                      <Box key={media.identifier} mt="xs">
                        <ReleaseNoteMedia media={media} description={subnote.description} />
                      </Box>
                    ))}
                  </List.Item>
                );
              })}
            </List>
          )}
        </li>
      ))}
    </Stack>
  );
}
