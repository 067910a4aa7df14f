import { userEvent, type Options } from '@testing-library/user-event';

/**
 * The one way tests act as a person: user-event without its pause after each key and click.
 * React renders every step inside act() either way; the pauses only cost time (a third of the
 * component tests).
 */
export const setupUser = (options: Options = {}) => userEvent.setup({ delay: null, ...options });

export type { UserEvent } from '@testing-library/user-event';
