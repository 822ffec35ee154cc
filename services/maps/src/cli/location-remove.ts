import { runOperatorMain } from '@groupmap/svc-kit';
import { locationRemoveCommand } from './content-commands';

// npm run location:remove -- --map <permalink or id> --location <id> --by <operator> --reason "<why>"
runOperatorMain(locationRemoveCommand);
