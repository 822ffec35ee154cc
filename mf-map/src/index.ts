// Standalone entry (development): the async boundary lets Module Federation set up the shared modules
// before the app's code imports them.
import('./bootstrap');
