import { runOperatorMain } from '@groupmap/svc-kit';
import { accountReinstateCommand } from './account-commands';

// npm run account:reinstate -- --user <username or e-mail> --by <operator> --reason "<why>"
runOperatorMain(accountReinstateCommand);
