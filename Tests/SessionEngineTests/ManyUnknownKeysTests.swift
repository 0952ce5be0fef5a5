import Testing

@testable import SessionEngine

/// A file of many unknown keys is not a few typos: the first `KeySuggestion.mostHinted` get a
/// "did you mean" hint, the rest are still each told, without one (so a file of a hundred
/// thousand of them is read in seconds, not minutes).
@Suite struct ManyUnknownKeysTests {
  @Test func policyPropertiesPastTheFirstHundredAreToldWithoutAHint() {
    let count = KeySuggestion.mostHinted + 5
    let members = (0..<count).map { String(format: "\"minimumPinLengt%03d\": 1", $0) }
      .joined(separator: ", ")
    let diagnostics = PastedGraphOutputTests.policy(members).filter {
      $0.message.hasPrefix("not a property of an iOS app protection policy")
    }
    #expect(diagnostics.count == count)
    let hinted = diagnostics.filter { $0.message.contains("did you mean \"minimumPinLength\"") }
    #expect(hinted.count == KeySuggestion.mostHinted)
    // The first ones, in the order they are told.
    #expect(diagnostics.prefix(KeySuggestion.mostHinted).allSatisfy { hinted.contains($0) })
  }

  @Test func scenarioKeysPastTheFirstHundredAreToldWithoutAHint() {
    let count = KeySuggestion.mostHinted + 5
    // "tenan" and two letters: two edits from "tenant", each key its own.
    let letters = Array("abcdefghijklmnopqrstuvwxyz")
    let members = (0..<count).map { "\"tenan\(letters[$0 / 26])\(letters[$0 % 26])\": 1" }
      .joined(separator: ", ")
    let text =
      "{ \(members), \"tenant\": { \"groups\": [] }, \"app\": { \"bundleId\": \"com.x\" } }"
    let unknown = ScenarioLoader.load(text: text, file: "s.json").diagnostics.filter {
      $0.message.hasPrefix("unknown key")
    }
    #expect(unknown.count == count)
    #expect(
      unknown.filter { $0.message.contains("did you mean") }.count == KeySuggestion.mostHinted)
  }

  @Test func theBandedDistanceIsTheEditDistance() {
    let words = ["", "a", "kitten", "sitting", "minimumPinLength", "minimumPinLenght", "maxPin"]
    func plain(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
      var row = Array(0...b.count)
      for (i, x) in a.enumerated() {
        var next = [i + 1]
        for (j, y) in b.enumerated() {
          next.append(min(row[j] + (x == y ? 0 : 1), row[j + 1] + 1, next[j] + 1))
        }
        row = next
      }
      return row[b.count]
    }
    for left in words {
      for right in words {
        let (a, b) = (Array(left.unicodeScalars), Array(right.unicodeScalars))
        let distance = plain(a, b)
        for limit in 0...6 {
          let banded = KeySuggestion.editDistance(a, b, atMost: limit)
          #expect(banded == (distance <= limit ? distance : nil), "\(left) → \(right) ≤ \(limit)")
        }
      }
    }
  }
}
