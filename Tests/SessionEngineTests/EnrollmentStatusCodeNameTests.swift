import Testing

@testable import SessionEngine

/// Each status code is named as the SDK names it: the case name with a capital first letter.
@Test func everyStatusCodeIsNamedAfterItsCase() {
  for code in EnrollmentStatusCode.allCases {
    let raw = String(describing: code)
    #expect(code.name == raw.prefix(1).uppercased() + raw.dropFirst())
  }
  #expect(EnrollmentStatusCode.licensedNotTargeted.name == "LicensedNotTargeted")
}
