import Foundation
import Testing

@testable import mamsim

/// The emulator's own reading of the environment agrees with Foundation's.
/// Serialized: one test sets a variable while the other compares the whole environment.
@Suite(.serialized) struct ProcessEnvironmentTests {
  @Test func matchesProcessInfo() {
    let ours = ProcessEnvironment.current()
    let foundation = ProcessInfo.processInfo.environment
    #expect(ours == foundation)
    #expect(ours["PATH"] != nil)
  }

  @Test func seesVariablesSetAtRunTime() {
    setenv("MAMSIM_ENVIRONMENT_TEST", "a=b c", 1)
    defer { unsetenv("MAMSIM_ENVIRONMENT_TEST") }
    #expect(ProcessEnvironment.current()["MAMSIM_ENVIRONMENT_TEST"] == "a=b c")
  }
}
