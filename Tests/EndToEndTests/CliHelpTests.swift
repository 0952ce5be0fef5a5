import Testing

@Test func versionPrintsTheOneVersionLine() throws {
  let outcome = try CliHarness.run(["--version"])
  #expect(outcome.status == 0)
  #expect(outcome.output == "mamsim 0.1.0\n")
  #expect(outcome.error.isEmpty)
}

@Test func topLevelHelpListsEveryCommandAndTheExitCodes() throws {
  let outcome = try CliHarness.run(["--help"])
  #expect(outcome.status == 0)
  #expect(outcome.error.isEmpty)
  for line in [
    "Usage:", "mamsim run [options]", "mamsim check FILE...", "mamsim scenario print",
    "mamsim replay [options] TAPE...", "mamsim record [options] TAPE", "mamsim help [COMMAND]",
    "mamsim --version", "Exit codes:", "  2  the command line is wrong",
  ] {
    #expect(outcome.output.contains(line), "missing \(line)")
  }
  #expect(try CliHarness.run(["-h"]).output == outcome.output)
  #expect(try CliHarness.run(["help"]).output == outcome.output)
}

@Test func checkHelpExplainsKindsOptionsExamplesAndExitCodes() throws {
  let outcome = try CliHarness.run(["check", "--help"])
  #expect(outcome.status == 0)
  #expect(outcome.output.hasPrefix("Usage:\n  mamsim check FILE...\n"))
  for part in [
    ".json", ".plist", ".tape", "Options:", "Examples:", "Exit codes:", "warnings",
    "MDX policy file", "<MobileAppPolicies>",
  ] {
    #expect(outcome.output.contains(part), "missing \(part)")
  }
  #expect(try CliHarness.run(["help", "check"]).output == outcome.output)
  #expect(try CliHarness.run(["check", "some.json", "-h"]).output == outcome.output)
}

@Test(arguments: ["run", "check", "scenario", "replay", "record", "help"])
func everyCommandHasItsOwnHelp(command: String) throws {
  let outcome = try CliHarness.run([command, "--help"])
  #expect(outcome.status == 0)
  #expect(outcome.output.hasPrefix("Usage:\n  mamsim \(command)"))
  #expect(outcome.output.contains("Exit codes:"))
}

@Test func replayAndRecordHelpNameTheirOptions() throws {
  let replay = try CliHarness.run(["replay", "--help"]).output
  for option in ["--update-snapshots", "--live", "--speed N", "--state DIR", "--output-dir DIR"] {
    #expect(replay.contains(option), "replay help misses \(option)")
  }
  let record = try CliHarness.run(["record", "--help"]).output
  for option in ["--force", "--scenario FILE", "--settings FILE", "--appearance light|dark"] {
    #expect(record.contains(option), "record help misses \(option)")
  }
}

/// `inspect` only reads the device folder and `reset` erases it: their `--state` says so, rather
/// than `run`'s "keep the simulated device in this folder".
@Test func inspectAndResetSayWhatTheyDoWithTheStateFolder() throws {
  let inspect = try CliHarness.run(["inspect", "--help"]).output
  let reset = try CliHarness.run(["reset", "--help"]).output
  let run = try CliHarness.run(["run", "--help"]).output
  #expect(run.contains("keep the simulated device"))
  for help in [inspect, reset] {
    #expect(help.contains("--state DIR"), "\(help)")
    #expect(!help.contains("keep the simulated device"), "\(help)")
  }
  #expect(inspect.contains("read the simulated device in this folder"), "\(inspect)")
  #expect(reset.contains("erase the simulated device in this folder"), "\(reset)")
}
