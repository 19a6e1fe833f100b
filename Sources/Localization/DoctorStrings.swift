/// What `onestep doctor` reports.
public protocol DoctorStrings {
}
