import Testing

@testable import SessionEngine

@Suite struct PolicyEditingTests {
  @Test func editsLikeAnAdministrator() throws {
    var policy = AppProtectionPolicy()
    try policy.set("pinRequired", to: .bool(false))
    try policy.set("minimumPinLength", to: .number(6))
    try policy.set("PERIODONLINEBEFOREACCESSCHECK", to: .string("PT5M"))
    try policy.set("appActionIfMaximumPinRetriesExceeded", to: .string("Wipe"))
    try policy.set("allowedIosDeviceModels", to: .string("iPhone14,2;iPhone15,3"))
    try policy.set("minimumRequiredOsVersion", to: .string("17.0"))
    try policy.set("displayname", to: .string("Edited"))
    #expect(!policy.pinRequired)
    #expect(policy.minimumPinLength == 6)
    #expect(policy.periodOnlineBeforeAccessCheck == .seconds(300))
    #expect(policy.appActionIfMaximumPinRetriesExceeded == .wipe)
    #expect(policy.allowedIosDeviceModels == ["iPhone14,2", "iPhone15,3"])
    #expect(policy.minimumRequiredOsVersion == "17.0")
    #expect(policy.displayName == "Edited")
  }

  @Test func nullRestoresTheDefault() throws {
    var policy = AppProtectionPolicy()
    try policy.set("minimumPinLength", to: .number(8))
    try policy.set("appActionIfUnableToAuthenticateUser", to: .string("wipe"))
    try policy.set("minimumPinLength", to: .null)
    try policy.set("appActionIfUnableToAuthenticateUser", to: .null)
    #expect(policy == AppProtectionPolicy())
  }

  @Test func unknownPropertyIsAnErrorWithAHint() {
    var policy = AppProtectionPolicy()
    #expect(
      throws: PolicyEditError.unknownProperty("minimumPinLenght", suggestion: "minimumPinLength")
    ) {
      try policy.set("minimumPinLenght", to: .number(6))
    }
    #expect(throws: PolicyEditError.unknownProperty("contactSyncBlocked", suggestion: nil)) {
      try policy.set("contactSyncBlocked", to: .bool(true))
    }
  }

  @Test func badValueIsAnErrorAndChangesNothing() {
    var policy = AppProtectionPolicy()
    do {
      try policy.set("periodOnlineBeforeAccessCheck", to: .string("5 minutes"))
      Issue.record("the edit should have been refused")
    } catch {
      guard case .invalidValue(let property, let reason) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(property == "periodOnlineBeforeAccessCheck")
      #expect(reason.contains("5 minutes"))
      #expect(error.description.hasPrefix("cannot set \"periodOnlineBeforeAccessCheck\""))
    }
    #expect(throws: PolicyEditError.self) { try policy.set("pinRequired", to: .string("no")) }
    #expect(throws: PolicyEditError.self) { try policy.set("minimumPinLength", to: .number(0)) }
    #expect(throws: PolicyEditError.self) { try policy.set("displayName", to: .number(1)) }
    #expect(policy == AppProtectionPolicy())
  }
}
