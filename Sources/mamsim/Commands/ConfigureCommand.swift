import SessionEngine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `mamsim configure -i Info.plist [-e App.entitlements] [-o Out.plist]`: adds to the Info.plist
/// what the SDK's configurator adds, prints what it added, and lists what is left to do by hand.
enum ConfigureCommand {
  /// Runs the command; 1 when the Info.plist was refused or could not be written.
  static func run(_ options: ConfigureOptions) -> Int32 {
    let info = options.infoPath
    if let refusal = refusal(of: info, inPlace: options.outputPath == nil) {
      StandardStreams.writeErrorLine("\(info): error: \(refusal)")
      return ExitCode.failure
    }
    let document: PlistDocument
    switch PlistDocument.load(path: info) {
    case .success(let read): document = read
    case .failure(let problem):
      StandardStreams.writeErrorLine(problem.description)
      return ExitCode.failure
    }
    if document.isBinary, options.outputPath == nil {
      StandardStreams.writeErrorLine(
        "\(info): error: a binary Info.plist is not edited in place; name an XML file to "
          + "write with -o")
      return ExitCode.failure
    }
    var entitlements: PlistDocument?
    if let path = options.entitlementsPath {
      let loaded = EntitlementsLoader.load(path: path)
      for diagnostic in loaded.diagnostics {
        StandardStreams.writeErrorLine(diagnostic.description)
      }
      guard let read = loaded.document else { return ExitCode.failure }
      entitlements = read
    }
    let outcome: ConfigureOutcome
    switch IntegrationConfigurator.configure(document, linkedSDK: options.linkedSDK) {
    case .success(let done): outcome = done
    case .failure(let refusal):
      StandardStreams.writeErrorLine("\(info): error: \(refusal.message)")
      return ExitCode.failure
    }
    let target = options.outputPath ?? info
    if outcome.changed || options.outputPath != nil {
      if case .failure(let failure) = OutputFile.replace(at: target, with: outcome.bytes) {
        StandardStreams.writeErrorLine("\(target): error: cannot be written: \(failure.reason)")
        return ExitCode.failure
      }
    }
    for addition in outcome.additions {
      let place = addition.line.map { "\(target):\($0)" } ?? target
      StandardStreams.writeLine("\(place): \(addition.keyPath): added \(addition.value)")
    }
    if !outcome.changed {
      StandardStreams.writeLine("\(target): nothing to add, the file already has it all")
    }
    for line in toDo(outcome.document, entitlements: entitlements, options) {
      StandardStreams.writeLine(line)
    }
    return ExitCode.success
  }

  /// Why the Info.plist at `path` is not edited, nil when it may be: a link, not a regular
  /// file, or (in place) a file with other hard links.
  static func refusal(of path: String, inPlace: Bool) -> String? {
    var status = stat()
    guard lstat(path, &status) == 0 else { return nil }  // the reader says why it is missing
    let type = status.st_mode & S_IFMT
    if type == S_IFLNK {
      return "it is a symbolic link; configure edits only a regular file, so name the file it "
        + "points to"
    }
    if type == S_IFDIR { return nil }  // the reader says it is a folder
    if type != S_IFREG { return "it is not a regular file" }
    if inPlace, status.st_nlink > 1 {
      return "it has other hard links, which an edit in place would separate from it; write "
        + "to another file with -o"
    }
    return nil
  }

  /// What is left to do by hand after the configuration: the checklist's problems that
  /// configure does not fix, and the build settings no file here holds.
  static func toDo(
    _ document: PlistDocument, entitlements: PlistDocument?, _ options: ConfigureOptions
  ) -> [String] {
    let report = IntegrationChecker.check(
      IntegrationInput(info: document, entitlements: entitlements, linkedSDK: options.linkedSDK))
    var lines = ["to do by hand:"]
    for finding in report.problems {
      lines.append("  " + finding.diagnostic.description)
      lines += finding.addLines.map { "      add: " + $0 }
    }
    if entitlements == nil {
      lines.append(
        "  keychain sharing was not checked: give the app's entitlements with -e")
    }
    lines.append(
      "  build settings: STRIP_SWIFT_SYMBOLS = NO and ENABLE_BITCODE = NO; with Xcode 26's "
        + "Enhanced Security, turn off Authenticate Pointers and Enable Read-only Platform Memory")
    lines.append(
      "  run mamsim configure again after every change to these files and every SDK update")
    return lines
  }
}
