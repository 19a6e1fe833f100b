extension Korean: DoctorStrings {
}
