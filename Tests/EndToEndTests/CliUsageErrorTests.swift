import Testing

/// Runs mamsim with `arguments`, expects a usage error, and returns its one line.
private func usageError(_ arguments: [String]) throws -> String {
  let outcome = try CliHarness.run(arguments)
  #expect(outcome.status == 2, "\(arguments) exited \(outcome.status)")
  #expect(outcome.output.isEmpty)
  #expect(outcome.error.hasSuffix("\n"))
  #expect(outcome.error.filter { $0 == "\n" }.count == 1, "not one line: \(outcome.error)")
  return outcome.error
}

@Test func unknownCommandSuggestsTheClosestOne() throws {
  #expect(
    try usageError(["chek", "a.json"])
      == "mamsim: unknown command 'chek'; did you mean 'check'? (see 'mamsim --help')\n")
}

@Test func checkWithoutFilesIsAUsageError() throws {
  #expect(try usageError(["check"]).contains("'check' needs at least one FILE"))
}

@Test func unknownOptionNamesTheCommandAndItsHelp() throws {
  #expect(
    try usageError(["check", "--foo", "a.json"])
      == "mamsim: unknown option '--foo' for 'check' (see 'mamsim check --help')\n")
  #expect(
    try usageError(["record", "--forse", "t.tape"]).contains("did you mean '--force'?"))
  #expect(try usageError(["--verison"]).contains("did you mean '--version'?"))
}

@Test func badValuesAndMissingValuesAreUsageErrors() throws {
  #expect(
    try usageError(["run", "--appearance", "drak"])
      .contains("'--appearance' takes light or dark, not 'drak'; did you mean 'dark'?"))
  #expect(try usageError(["run", "--scenario"]).contains("'--scenario' needs a value"))
  #expect(try usageError(["replay", "--speed", "0", "t.tape"]).contains("from 0.01 to 1000"))
  // Finite but past what the clock can pace (it trapped), or not a plain decimal.
  for speed in ["1e308", "1e-308", "1001", "0.001", "0x10", "+3", "1.2.3"] {
    #expect(
      try usageError(["present", "--speed", speed, "t.tape"]).contains("not '\(speed)'"), "\(speed)"
    )
  }
  #expect(try usageError(["replay", "--speed=fast", "t.tape"]).contains("not 'fast'"))
  #expect(try usageError(["replay", "--live"]).contains("needs at least one TAPE"))
  #expect(try usageError(["replay", "--repeat", "3", "--jobs", "0", "t.tape"]).contains("above 0"))
}

@Test func extraArgumentsAndConflictsAreUsageErrors() throws {
  #expect(try usageError(["run", "extra"]).contains("unexpected argument 'extra' for 'run'"))
  #expect(
    try usageError(["record", "a.tape", "b.tape"]).contains("unexpected argument 'b.tape'"))
  #expect(try usageError(["--version", "now"]).contains("unexpected argument 'now'"))
  #expect(try usageError(["help", "chek"]).contains("did you mean 'check'?"))
  #expect(try usageError(["scenario", "prnt"]).contains("did you mean 'print'?"))
  #expect(try usageError(["scenario"]).contains("'scenario print'"))
  #expect(
    try usageError(["run", "--state", "dir", "--ephemeral"]).contains("cannot be used together"))
  #expect(
    try usageError(["run", "--ephemeral", "--ephemeral"]).contains("more than once"))
  #expect(
    try usageError(["run", "--vendor", "citrix", "--scenario", "x.json"])
      .contains("options '--scenario' and '--vendor' cannot be used together"))
  #expect(try usageError(["--vendor", "sap"]).contains("takes intune or citrix, not 'sap'"))
}

@Test func emulatorOptionsWithoutTheWordRunAreRunOptions() throws {
  // `mamsim` alone is `mamsim run`: its options are taken, and judged, as run's.
  #expect(
    try usageError(["--ephemeral", "--state", "dir"]).contains("cannot be used together"))
  #expect(try usageError(["--appearance", "drak"]).contains("did you mean 'dark'?"))
  let missing = try CliHarness.run(["--ephemeral", "--scenario", "no-such-file.json"])
  #expect(missing.status == 1)
  #expect(missing.error.contains("no-such-file.json: error: there is no such file (looked for /"))
  #expect(missing.error.contains("/no-such-file.json)"))
  #expect(!missing.error.contains("belongs to the emulator"))
}

@Test func aDumbTerminalIsRefusedWithAClearMessage() throws {
  for arguments in [
    ["--ephemeral"], ["walkthrough", "first-policy"], ["replay", "--live", "x.tape"],
  ] {
    let outcome = try CliHarness.run(arguments, environment: ["TERM": "dumb"])
    #expect(outcome.status == 1, "\(arguments)")
    #expect(
      outcome.error.contains("mamsim cannot drive this terminal: TERM=dumb cannot move the cursor"),
      "\(arguments): \(outcome.error)")
  }
}

@Test func aMissingFileIsNamedWithThePathLookedForWhateverItsKind() throws {
  // Each reader of `check` says the file does not exist and where it was looked for.
  for name in ["gone.json", "gone.plist", "gone.tape", "gone.xml", "gone.xcstrings", "gone"] {
    let outcome = try CliHarness.run(["check", "no-such-folder/" + name])
    #expect(outcome.status == 1, "\(name)")
    #expect(
      outcome.output.contains("there is no such file (looked for /")
        && outcome.output.contains("/no-such-folder/\(name))"), "\(name): \(outcome.output)")
    // The same line for every kind: no line or column for a file that is not there.
    #expect(
      outcome.output.hasPrefix("no-such-folder/\(name): error: there is no such file"),
      "\(name): \(outcome.output)")
  }
}
