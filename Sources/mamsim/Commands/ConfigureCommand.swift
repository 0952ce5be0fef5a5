import FoundationEssentials
import SessionEngine
import Strings

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
    let strings = StringTable(language: options.language)
    // `-o` naming the Info.plist itself (by any name or link) is an edit in place.
    let inPlace = options.outputPath.map { FileSnapshot.sameFile($0, info) } ?? true
    if let refusal = refusal(of: info, inPlace: inPlace, strings: strings) {
      StandardStreams.writeErrorLine("\(info): error: \(refusal)")
      return ExitCode.failure
    }
    if let output = options.outputPath,
      let refusal = outputRefusal(
        of: output, entitlements: options.entitlementsPath, strings: strings)
    {
      StandardStreams.writeErrorLine("\(output): error: \(refusal)")
      // `-o -` is a wrong command line; any other name is a file that cannot be written.
      return output == "-" ? ExitCode.usage : ExitCode.failure
    }
    let target = options.outputPath ?? info
    // What is at the target before the Info.plist is read: it is replaced only if it is still
    // that, so an edit made meanwhile (in an editor, by a script) is never written over.
    let before = FileSnapshot.of(target, withContents: true)
    let document: PlistDocument
    switch PlistDocument.load(path: info) {
    case .success(let read): document = read
    case .failure(let problem):
      StandardStreams.writeErrorLine(problem.description)
      return ExitCode.failure
    }
    if document.isBinary, inPlace {
      StandardStreams.writeErrorLine(
        "\(info): error: " + strings.text(.configureBinaryInPlace))
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
      StandardStreams.writeErrorLine(
        "\(info): error: " + IntegrationText.refusal(refusal, strings))
      return ExitCode.failure
    }
    // An Info.plist named as the entitlements would be told to get keychain groups (after the
    // configurator, which names -i and -e swapped first).
    if let path = options.entitlementsPath, let entitlements,
      IntegrationFileCheck.isAppInfo(entitlements)
    {
      StandardStreams.writeErrorLine(
        "\(path): error: " + strings.text(.checkEntitlementsIsInfo, path))
      return ExitCode.failure
    }
    // A result past the readers' limit is one no mamsim command could read back, this one
    // included: the file is left as it was.
    guard outcome.bytes.count <= BoundedFile.defaultLimit else {
      StandardStreams.writeErrorLine(
        "\(info): error: "
          + strings.text(.configureTooLarge, outcome.bytes.count, BoundedFile.defaultLimit))
      return ExitCode.failure
    }
    if outcome.changed || options.outputPath != nil {
      // A file replaced (in place, or an -o that exists) keeps its mode, owner and group.
      let keeping = before?.exists == false ? nil : target
      switch OutputFile.replace(
        at: target, with: outcome.bytes, keepingModeOf: keeping, durable: true,
        unchangedSince: before)
      {
      case .success: break
      case .failure(let failure) where failure == .changedMeanwhile:
        StandardStreams.writeErrorLine(
          "\(target): error: " + strings.text(.configureChangedMeanwhile))
        return ExitCode.failure
      case .failure(let failure):
        StandardStreams.writeErrorLine(
          "\(target): error: " + strings.text(.configureCannotWrite, failure.reason))
        return ExitCode.failure
      }
    }
    // A value configure could not add to is named first, so no line claims the file complete.
    if !outcome.changed, !outcome.notEdited.isEmpty {
      StandardStreams.writeLine(
        strings.text(
          .configureNothingChanged, target, outcome.notEdited.joined(separator: ", ")))
    }
    for addition in outcome.additions {
      let place = addition.line.map { "\(target):\($0)" } ?? target
      StandardStreams.writeLine(
        strings.text(.configureAdded, place, addition.keyPath, addition.value))
    }
    if outcome.changed {
      for keyPath in outcome.notEdited {
        StandardStreams.writeLine(strings.text(.configureNotEdited, target, keyPath))
      }
    }
    if !outcome.leftOut.isEmpty, let limit = outcome.limit {
      StandardStreams.writeLine(
        strings.text(
          .configureLeftOut, target, "LSApplicationQueriesSchemes", limit, options.linkedSDK,
          outcome.leftOut.joined(separator: ", ")))
    } else if !outcome.changed, outcome.notEdited.isEmpty {
      StandardStreams.writeLine(strings.text(.configureNothingToAdd, target))
    }
    // The settings errors that stop the app from starting (a value of the wrong type, a colour
    // that is none): configure adds keys, it does not guess values, so they are left to do.
    let loaded = SettingsLoader.load(data: Data(outcome.bytes), file: target)
    var settingsErrors = loaded.diagnostics.filter {
      $0.severity == .error && !loaded.ruleDiagnostics.contains($0)
    }
    // The to-do list names the file written, whose lines it gives; a binary input's user has
    // no lines to look for, so none is given for it.
    var written = outcome.document
    written.file = target
    if document.isBinary {
      for index in settingsErrors.indices { settingsErrors[index].line = nil }
    }
    for line in toDo(
      written, entitlements: entitlements, settingsErrors: settingsErrors, options,
      strings: strings, withLines: !document.isBinary)
    {
      StandardStreams.writeLine(line)
    }
    return ExitCode.success
  }

  /// Why the Info.plist at `path` is not edited, nil when it may be: a link, not a regular
  /// file, or (in place) a file with other hard links or one the user may not write; worded
  /// by `strings`.
  static func refusal(of path: String, inPlace: Bool, strings: StringTable = StringTable())
    -> String?
  {
    var status = stat()
    guard lstat(path, &status) == 0 else { return nil }  // the reader says why it is missing
    let type = status.st_mode & S_IFMT
    if type == S_IFLNK { return strings.text(.configureSymlink) }
    if type == S_IFDIR { return nil }  // the reader says it is a folder
    if type != S_IFREG { return strings.text(.configureNotRegular) }
    if inPlace, status.st_nlink > 1 { return strings.text(.configureHardLinks) }
    // A file no one may write (mode 444) is refused even to root, who access() lets through.
    if inPlace, access(path, W_OK) != 0 || status.st_mode & 0o222 == 0 {
      return strings.text(.configureNotWritable)
    }
    return nil
  }

  /// Why `-o path` is not written, nil when it may be: `-` (configure writes only files), a
  /// name that exists and is not a regular file (a link, a FIFO, a device, a folder), which
  /// the rename would replace, a file that is not empty and not a property list (notes, a
  /// source file: a wrong `-o` would lose them), or an app's entitlements: the very file
  /// `entitlements` (`-e`) names, under any name or link, or one known as `-i`'s are.
  static func outputRefusal(
    of path: String, entitlements: String? = nil, strings: StringTable = StringTable()
  ) -> String? {
    if path == "-" { return strings.text(.configureOutputDash) }
    var status = stat()
    guard lstat(path, &status) == 0 else { return nil }  // a new file
    guard status.st_mode & S_IFMT == S_IFREG else {
      return strings.text(.configureOutputNotRegular)
    }
    // A file no one may write (mode 444) is not replaced, even by root, whom the rename lets.
    if status.st_mode & 0o222 == 0 { return strings.text(.configureOutputReadOnly) }
    if let entitlements, FileSnapshot.sameFile(path, entitlements) {
      return strings.text(.configureOutputIsEntitlementsOption, entitlements)
    }
    guard startsAsPropertyList(path) else { return strings.text(.configureOutputNotPlist) }
    if case .success(let existing) = PlistDocument.load(path: path),
      IntegrationConfigurator.isEntitlements(existing)
    {
      return strings.text(.configureOutputIsEntitlements)
    }
    return nil
  }

  /// Whether the file at `path` is empty or starts as a property list does: XML (`<?xml`,
  /// `<!DOCTYPE`, `<plist`, after a byte-order mark and white space) or binary (`bplist`).
  private static func startsAsPropertyList(_ path: String) -> Bool {
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
    guard descriptor >= 0 else { return true }  // unreadable: writing it says why
    defer { close(descriptor) }
    var buffer = [UInt8](repeating: 0, count: 512)
    let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    guard count > 0 else { return true }  // empty, or unreadable (writing it says why)
    var head = buffer[0..<count]
    if head.starts(with: [0xEF, 0xBB, 0xBF]) { head = head.dropFirst(3) }
    head = head.drop { [0x20, 0x09, 0x0A, 0x0D].contains($0) }
    return ["<?xml", "<!DOCTYPE", "<plist", "bplist"].contains { head.starts(with: Array($0.utf8)) }
  }

  /// What is left to do by hand after the configuration: the settings errors (the readers'
  /// own words), the checklist's problems that configure does not fix, and the build settings
  /// no file here holds, worded by `strings`.
  static func toDo(
    _ document: PlistDocument, entitlements: PlistDocument?, settingsErrors: [Diagnostic] = [],
    _ options: ConfigureOptions, strings: StringTable = StringTable(), withLines: Bool = true
  ) -> [String] {
    let report = IntegrationChecker.check(
      IntegrationInput(info: document, entitlements: entitlements, linkedSDK: options.linkedSDK))
    var lines = [strings.text(.configureToDo)]
    lines += settingsErrors.map { "  " + $0.description }
    for var finding in report.problems {
      // The Info.plist's lines only: the entitlements' are the file's own.
      if !withLines, finding.file == document.file { finding.line = nil }
      lines.append("  " + IntegrationText.diagnostic(finding, strings).description)
      lines += finding.addLines.map { "      add: " + $0 }
      lines += finding.changeLines.map { "      change to: " + $0 }
    }
    if entitlements == nil { lines.append("  " + strings.text(.configureNoEntitlements)) }
    lines.append("  " + strings.text(.configureBuildSettings))
    lines.append("  " + strings.text(.configureRunAgain))
    return lines
  }
}
