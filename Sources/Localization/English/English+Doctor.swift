extension English: DoctorStrings {
}
