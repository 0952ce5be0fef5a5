import Testing

@testable import SessionEngine

@Suite struct PolicyDurationTests {
  @Test(arguments: [
    ("PT30M", Duration.seconds(1800)),
    ("PT12H", .seconds(43_200)),
    ("PT720M", .seconds(43_200)),
    ("P90D", .seconds(90 * 86_400)),
    ("PT0S", .zero),
    ("P1DT2H30M", .seconds(86_400 + 9000)),
    ("PT1.5S", .milliseconds(1500)),
    ("PT0,25S", .milliseconds(250)),
    ("PT0.5H", .seconds(1800)),
    ("-PT5M", .seconds(-300)),
    ("+PT5M", .seconds(300)),
    ("P2W", .seconds(14 * 86_400)),
    ("pt30m", .seconds(1800)),
    ("PT0.000001S", .microseconds(1)),
  ])
  func parsesEveryAcceptedForm(text: String, expected: Duration) throws {
    #expect(try ISO8601Duration.parse(text) == expected)
  }

  @Test(arguments: [
    ("", "empty"),
    ("30M", "starts with P"),
    ("P", "no amount"),
    ("PT", "T must be followed"),
    ("P1Y", "years and months"),
    ("P2M", "years and months"),
    ("PT5X", "not a unit"),
    ("PT5M3H", "out of order"),
    ("PT5M5M", "out of order"),
    ("P5H", "not a unit"),
    ("PT1.2.3S", "not a number"),
    ("PT5", "no unit letter"),
    ("PTM", "expected a number"),
    ("P1DT", "T must be followed"),
    ("P99999999999999999999D", "too long"),
    ("PT.S", "not a number"),
    ("P99999999999999999D", "too long"),
    ("P999999999999999999W", "too long"),
    ("P106751991168D", "the maximum is 36500 days"),
    ("P36501D", "the maximum is 36500 days"),
    ("PT876001H", "the maximum is 36500 days"),
  ])
  func rejectsWithAClearMessage(text: String, fragment: String) {
    #expect {
      _ = try ISO8601Duration.parse(text)
    } throws: { error in
      guard let error = error as? ISO8601DurationError else { return false }
      return error.text == text && error.description.contains(fragment)
    }
  }

  @Test(arguments: [
    (Duration.seconds(1800), "PT30M"),
    (.seconds(43_200), "PT12H"),
    (.seconds(90 * 86_400), "P90D"),
    (.zero, "PT0S"),
    (.milliseconds(1500), "PT1.5S"),
    (.seconds(86_400 + 9000), "P1DT2H30M"),
    (.seconds(-300), "-PT5M"),
    (.seconds(86_401), "P1DT1S"),
    (.seconds(3605), "PT1H5S"),
    (.microseconds(1), "PT0.000001S"),
  ])
  func formatsCanonically(duration: Duration, text: String) throws {
    #expect(ISO8601Duration.format(duration) == text)
    #expect(try ISO8601Duration.parse(text) == duration)
  }

  @Test func roundTripsManyValues() throws {
    var value: Int64 = 1
    for _ in 0..<40 {
      value = (value &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407)
      let millis = Int64(abs(value % 10_000_000_000))
      for duration in [Duration.milliseconds(millis), .milliseconds(-millis)] {
        #expect(try ISO8601Duration.parse(ISO8601Duration.format(duration)) == duration)
      }
    }
  }
}
