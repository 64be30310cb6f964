import { Alert, Button, Center, Loader, Text } from '@mantine/core';

/** A list on its way: a spinner with a name for screen readers. */
export function ListLoading({ label }: { label: string }) {
  return (
    <Center role="status" aria-label={label} py="xl">
      <Loader size="sm" />
    </Center>
  );
}

/** A list that could not be loaded, and a way to try again. */
export function ListError({
  message,
  retry,
  onRetry,
}: {
  message: string;
  retry: string;
  onRetry: () => void;
}) {
  return (
    <Alert color="red" role="alert">
      <Text size="sm" mb="xs">
        {message}
      </Text>
      <Button size="xs" variant="light" color="red" onClick={onRetry}>
        {retry}
      </Button>
    </Alert>
  );
}

/** Nothing to show: the reason in words. */
export function ListEmpty({ message }: { message: string }) {
  return (
    <Text c="dimmed" py="xl" ta="center" role="status">
      {message}
    </Text>
  );
}
