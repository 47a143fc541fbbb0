// The async boundary lets federation negotiate the shared singletons before any app code runs.
void import('./bootstrap');
