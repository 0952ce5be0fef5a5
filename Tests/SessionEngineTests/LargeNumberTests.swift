import Testing

@testable import SessionEngine

/// A number too large to be taken is said to be too large: never echoed as `inf` or `1e+29`
/// (which the user did not write), nor called "not a number" when it is one.
@Suite struct LargeNumberTests {
  static func policyError(_ member: String) -> String? {
    let text = """
      {
        "tenant": { "groups": [ { "id": "g" } ] },
        "policies": [ { \(member) } ],
        "app": { "bundleId": "com.x" }
      }
      """
    return ScenarioLoader.load(text: text, file: "s.json").diagnostics.first {
      $0.severity == .error
    }?.message
  }

  @Test(arguments: [
    ("1e999", "this large"), ("100000000000000000000000000000", "this large"),
    ("-1e999", "this far below zero"), ("-100000000000000000000", "this far below zero"),
  ])
  func aWholeNumberTooLargeIsNamedBySize(written: String, size: String) {
    let message = Self.policyError("\"minimumPinLength\": \(written)")
    #expect(
      message
        == "expected a whole number from 1 to 64, not a number \(size); mamsim refuses it rather "
        + "than keep the default")
  }

  @Test func aFractionIsStillNamedByItsValue() {
    #expect(Self.policyError("\"maximumPinRetries\": 2.5")?.contains("not 2.5;") == true)
  }

  @Test(arguments: ["PT99999999999999999999999S", "P99999999999999999999999D"])
  func aDurationWithTooManyDigitsIsTooLong(text: String) {
    #expect(
      throws: ISO8601DurationError(
        text: text, reason: "it is too long: the maximum is 36500 days (P36500D)")
    ) {
      try ISO8601Duration.parse(text)
    }
  }

  @Test func leadingZerosDoNotMakeADurationLong() throws {
    #expect(try ISO8601Duration.parse("PT000000000000000000000030M") == .seconds(1800))
  }

  @Test func aVersionWithAPartTooLargeSaysSo() {
    let message = Self.policyError("\"minimumRequiredOsVersion\": \"99999999999999999999999.1\"")
    #expect(
      message
        == "\"99999999999999999999999.1\" has a number too large for a version part, which is at "
        + "most nine digits; mamsim refuses it rather than keep the default")
    let parts = Self.policyError("\"minimumRequiredOsVersion\": \"1.2.3.4.5.6.7.8.9\"")
    #expect(parts?.hasPrefix("\"1.2.3.4.5.6.7.8.9\" has more than eight parts") == true)
    let words = Self.policyError("\"minimumRequiredOsVersion\": \"seventeen\"")
    #expect(words?.contains("is not a version made of numbers and dots") == true)
  }

  @Test func theDevicesVersionTooLargeSaysSo() {
    let text = """
      {
        "tenant": {},
        "app": { "bundleId": "com.x" },
        "device": { "osVersion": "1234567890.1" }
      }
      """
    let error = ScenarioLoader.load(text: text, file: "s.json").diagnostics.first {
      $0.severity == .error
    }
    #expect(
      error?.message
        == "\"1234567890.1\" has a number too large for a version part, which is at most nine "
        + "digits")
  }
}
