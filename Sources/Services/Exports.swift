// What every tab and the command line read through `import Services`: points and civil time (Places) and the opening
// hours library (OpeningHours), targets of their own beside Services.
@_exported import OpeningHours
@_exported import Places
