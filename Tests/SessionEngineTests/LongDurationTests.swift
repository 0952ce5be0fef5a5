import Testing

@testable import SessionEngine

/// Durations with more digits than any clock holds (39 and more, past `Int128`) are reported at
/// their line, in timings and in policy periods, or read when only their fraction is long: never
/// a trap.
@Suite struct LongDurationTests {
  static let fraction = "PT0." + String(repeating: "9", count: 39) + "S"
  static let whole = "PT" + String(repeating: "9", count: 45) + "S"

  @Test func longTimingsAreReadOrRefusedAtTheirLine() {
    for text in [Self.fraction, Self.whole] {
      let result = ScenarioLoader.load(
        text: "{\n  \"timing\": {\n    \"signIn\": \"\(text)\"\n  }\n}\n", file: "s.json")
      let found = result.diagnostics.map(\.description)
      if text == Self.fraction {
        // Digits past an attosecond are dropped: just under a second is a usable timing.
        #expect(!found.contains { $0.contains("timing.signIn") }, "\(found)")
      } else {
        #expect(
          found.contains {
            $0.hasPrefix("s.json:3: timing.signIn: error: \"\(text)\" is not a usable ISO 8601")
          }, "\(found)")
      }
    }
  }

  @Test func aNegativeTimingIsRefusedAtItsLine() {
    let result = ScenarioLoader.load(
      text:
        "{\n  \"timing\": {\n    \"signIn\": \"PT1S\",\n    \"mamService\": \"-PT1S\"\n  }\n}\n",
      file: "s.json")
    let found = result.diagnostics.map(\.description).filter { $0.contains("timing") }
    #expect(
      found == [
        "s.json:4: timing.mamService: error: \"-PT1S\" is negative; a time to wait cannot be"
      ],
      "\(found)")
  }

  @Test func longDurationsParseOrFailWithAReason() throws {
    let almostOne = try ISO8601Duration.parse(Self.fraction)
    #expect(almostOne < .seconds(1) && almostOne > .milliseconds(999))
    #expect(throws: ISO8601DurationError.self) { try ISO8601Duration.parse(Self.whole) }
    let longer =
      "P" + String(repeating: "9", count: 60) + "DT" + String(repeating: "1", count: 50) + "H"
    #expect(throws: ISO8601DurationError.self) { try ISO8601Duration.parse(longer) }
    let longFraction = "PT1." + String(repeating: "5", count: 200) + "S"
    #expect(try ISO8601Duration.parse(longFraction) > .seconds(1))
  }

  /// (A period that is not a usable duration is an error at its line.)
  @Test func longPolicyPeriodsAreReportedAtTheirLine() {
    let text = """
      {
        "policies": [
          {
            "@odata.type": "#microsoft.graph.iosManagedAppProtection",
            "displayName": "p",
            "periodOnlineBeforeAccessCheck": "\(Self.whole)",
            "periodOfflineBeforeAccessCheck": "\(Self.fraction)"
          }
        ]
      }
      """
    let found = ScenarioLoader.load(text: text, file: "s.json").diagnostics.map(\.description)
    #expect(
      found.contains {
        $0.hasPrefix(
          "s.json:6: policies[0].periodOnlineBeforeAccessCheck: error: \"\(Self.whole)\"")
          && $0.contains("is not a usable ISO 8601 duration")
      }, "\(found)")
    #expect(!found.contains { $0.contains("periodOfflineBeforeAccessCheck") }, "\(found)")
  }
}
