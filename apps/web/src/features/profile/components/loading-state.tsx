import { Center, Loader } from '@mantine/core';

/** A named loading indicator for a part of a page. */
export function LoadingState({ label }: { label: string }) {
  return (
    <Center role="status" aria-label={label} py="sm">
      <Loader size="sm" />
    </Center>
  );
}
