import SessionEngine
import Strings
import Testing

/// The remedy for too many queried schemes: twins to drop only of apps the developer knows
/// carry the SDK, never the tail of the list presented as such apps.
@Suite struct QueryLimitRemedyTextTests {
  @Test func theRemedyListsEveryTwinAndLeavesTheChoiceToTheDeveloper() {
    let twins = (0..<20).map { "app\($0)-intunemam" } + ["mailto-intunemam"]
    let text = IntegrationText.message(
      .queriesOverLimit(
        count: 60, excess: 10, limit: 50, linkedSDK: 26, past: ["zips"], twins: twins),
      StringTable())
    #expect(text.contains("only twins of apps you know carry the Intune SDK"), "\(text)")
    #expect(!text.contains("twins of apps known to carry the SDK ("), "\(text)")
    for twin in twins { #expect(text.contains("\"\(twin)\""), "\(twin)") }
  }
}
