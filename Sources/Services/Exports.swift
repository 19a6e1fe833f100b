// What every tab and the command line read through `import Services`: points and civil time (Places), the opening
// hours library (OpeningHours) and the router (Routing), targets of their own beside Services.
@_exported import OpeningHours
@_exported import Places
@_exported import Routing
