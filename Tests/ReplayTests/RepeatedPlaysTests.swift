import Testing

@testable import Replay

/// Playing a tape many times over several threads: every play counted, a failure stops the batch.
@Suite struct RepeatedPlaysTests {
  private func tape(_ text: String) throws -> Tape {
    guard case .success(let tape) = TapeLoader.load(text: text, file: "t.tape", folder: ".") else {
      Issue.record("the tape does not load")
      throw TapeTestError.notLoaded
    }
    return tape
  }

  private enum TapeTestError: Error { case notLoaded }

  @Test(arguments: [1, 2, 4])
  func everyPlayRunsAndPasses(workers: Int) throws {
    let plays = TapeRunner().play(
      try tape("Wait /Sign in to Contoso/\n"), times: 9, workers: workers)
    #expect(plays.played == 9)
    #expect(plays.result.passed)
  }

  @Test func aFailingTapeStopsTheBatchAndIsReported() throws {
    let plays = TapeRunner().play(try tape("Expect \"never on screen\"\n"), times: 50, workers: 2)
    #expect(!plays.result.passed)
    #expect(plays.played >= 1 && plays.played < 50)
  }
}
