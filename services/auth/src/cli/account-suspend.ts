import { runOperatorMain } from '@groupmap/svc-kit';
import { accountSuspendCommand } from './account-commands';

// npm run account:suspend -- --user <username or e-mail> --by <operator> --reason "<why>"
runOperatorMain(accountSuspendCommand);
