extension IntegrationChecker {
  /// The Info.plist key of the schemes the app may ask `canOpenURL` about.
  static let queriesKey = "LSApplicationQueriesSchemes"

  /// Twins, the SDK's list and the mailto companion in `LSApplicationQueriesSchemes`.
  mutating func checkQueriedSchemes(_ info: PlistDocument) {
    let file = info.file
    let key = Self.queriesKey
    let node = info.root[key]
    if let node, node.elements == nil {
      add(
        IntegrationFinding(
          .sdkQueryScheme, .wrong, file: file, line: info.root.entry(key)?.keyLine,
          keyPath: key,
          message: .queriesNotArray(kind: node.kindName)))
      return
    }
    let elements = node?.elements ?? []
    let queried = elements.map { $0.string ?? "" }
    var wrongEntries = 0
    for (index, element) in elements.enumerated() where !IntuneURLSchemes.isScheme(queried[index]) {
      wrongEntries += 1
      let message: IntegrationMessage =
        element.string == nil
        ? .urlTypesWrongKind(
          keyPath: "\(key)[\(index)]", expected: "a string", kind: element.kindName)
        : .queriedNotScheme(scheme: queried[index])
      add(
        IntegrationFinding(
          .queriedSchemeTwin, .wrong, file: file, line: element.line, keyPath: key,
          message: message, subject: element.string))
    }
    let limit = IntuneURLSchemes.queryLimit(linkedSDK: input.linkedSDK)
    let additions = IntuneURLSchemes.queryAdditions(queried, limit: limit)
    let arrayLine = info.root.entry(key)?.keyLine ?? info.root.line
    func lines(_ schemes: [String]) -> [String] {
      node == nil
        ? ["<key>\(key)</key>", "<array>"] + schemes.map(Self.stringLine) + ["</array>"]
        : schemes.map(Self.stringLine)
    }
    for addition in additions where addition.kind != .sdkQueryScheme {
      let line = addition.forIndex.flatMap { elements[$0].line } ?? arrayLine
      let overLimit =
        addition.fitsLimit
        ? nil
        : IntegrationMessage.QueryLimit(limit: limit ?? 0, linkedSDK: input.linkedSDK)
      let message: IntegrationMessage =
        addition.kind == .mailtoOutlook
        ? .mailtoCompanionMissing(scheme: addition.scheme, overLimit: overLimit)
        : .queriedTwinMissing(
          scheme: queried[addition.forIndex ?? 0], twin: addition.scheme, overLimit: overLimit)
      add(
        IntegrationFinding(
          addition.kind, .missing, severity: addition.fitsLimit ? .error : .warning, file: file,
          line: line, keyPath: key, message: message,
          // A twin that would not fit is not offered for adding: the message says what instead.
          addLines: addition.fitsLimit ? lines([addition.scheme]) : [], subject: addition.scheme))
    }
    let sdk = additions.filter { $0.kind == .sdkQueryScheme }.map(\.scheme)
    if !sdk.isEmpty {
      add(
        IntegrationFinding(
          .sdkQueryScheme, .missing, file: file, line: arrayLine, keyPath: key,
          message: .sdkSchemesMissing(
            count: sdk.count, total: IntuneURLSchemes.sdkQueried.count, schemes: sdk),
          addLines: lines(sdk), subject: sdk.first))
    }
    for kind in [IntegrationCheckKind.queriedSchemeTwin, .sdkQueryScheme, .mailtoOutlook]
    where !additions.contains(where: { $0.kind == kind })
      && (kind != .queriedSchemeTwin || wrongEntries == 0)
    {
      let message: IntegrationMessage =
        switch kind {
        case .queriedSchemeTwin: .queriedTwinsPresent
        case .sdkQueryScheme: .sdkSchemesListed
        default: .mailtoCompanionFine
        }
      add(
        IntegrationFinding(kind, .pass, file: file, line: arrayLine, keyPath: key, message: message)
      )
    }
  }

  /// The number of queried schemes against Apple's limit for the linked SDK.
  mutating func checkQueryLimit(_ info: PlistDocument) {
    let file = info.file
    let key = Self.queriesKey
    let elements = info.root[key]?.elements ?? []
    let line = info.root.entry(key)?.keyLine ?? info.root.line
    guard let limit = IntuneURLSchemes.queryLimit(linkedSDK: input.linkedSDK) else {
      add(
        IntegrationFinding(
          .queryLimit, .pass, file: file, line: line, keyPath: key,
          message: .queriesNoLimit(count: elements.count, linkedSDK: input.linkedSDK)))
      return
    }
    guard elements.count > limit else {
      add(
        IntegrationFinding(
          .queryLimit, .pass, file: file, line: line, keyPath: key,
          message: .queriesWithinLimit(
            count: elements.count, limit: limit, linkedSDK: input.linkedSDK)))
      return
    }
    let twins = elements.compactMap(\.string).filter {
      $0.lowercased().hasSuffix(IntuneURLSchemes.twinSuffix)
        && !IntuneURLSchemes.sdkQueried.contains($0.lowercased())
        && $0.lowercased() != IntuneURLSchemes.mailtoCompanion
    }
    let excess = elements.count - limit
    let past = elements[limit...].compactMap(\.string)
    add(
      IntegrationFinding(
        .queryLimit, .wrong, file: file, line: elements[limit].line ?? line, keyPath: key,
        message: .queriesOverLimit(
          count: elements.count, excess: excess, limit: limit, linkedSDK: input.linkedSDK,
          past: past, twins: twins),
        subject: past.first))
  }

  /// Twins and validity of the app's own `CFBundleURLTypes` schemes.
  mutating func checkURLSchemes(_ info: PlistDocument) {
    let file = info.file
    guard let typesNode = info.root["CFBundleURLTypes"] else { return }
    var problems = 0
    func wrongKind(_ node: PlistNode, _ keyPath: String, expected: String) {
      problems += 1
      add(
        IntegrationFinding(
          .invalidURLScheme, .wrong, file: file, line: node.line, keyPath: keyPath,
          message: .urlTypesWrongKind(keyPath: keyPath, expected: expected, kind: node.kindName)))
    }
    guard let types = typesNode.elements else {
      wrongKind(typesNode, "CFBundleURLTypes", expected: "an array")
      return
    }
    // A twin registered in any entry counts: iOS registers every entry's schemes.
    let twins = IntuneURLSchemes.urlTwinAdditions(
      byType: types.map { $0["CFBundleURLSchemes"]?.elements?.map { $0.string ?? "" } ?? [] })
    for (typeIndex, type) in types.enumerated() {
      let typePath = "CFBundleURLTypes[\(typeIndex)]"
      guard type.entries != nil else {
        wrongKind(type, typePath, expected: "a dictionary")
        continue
      }
      let keyPath = typePath + ".CFBundleURLSchemes"
      guard let schemesNode = type["CFBundleURLSchemes"] else { continue }
      guard let elements = schemesNode.elements else {
        wrongKind(schemesNode, keyPath, expected: "an array")
        continue
      }
      let schemes = elements.map { $0.string ?? "" }
      for (index, element) in elements.enumerated()
      where !IntuneURLSchemes.isScheme(schemes[index]) {
        problems += 1
        add(
          IntegrationFinding(
            .invalidURLScheme, .wrong, file: file, line: element.line, keyPath: keyPath,
            message: .invalidURLScheme(scheme: schemes[index]),
            subject: schemes[index]))
      }
      for addition in twins[typeIndex] {
        problems += 1
        let scheme = schemes[addition.forIndex ?? 0]
        add(
          IntegrationFinding(
            .urlSchemeTwin, .missing, file: file,
            line: addition.forIndex.flatMap { elements[$0].line } ?? schemesNode.line,
            keyPath: keyPath,
            message: .urlTwinMissing(scheme: scheme, twin: addition.scheme),
            addLines: [Self.stringLine(addition.scheme)], subject: addition.scheme))
      }
    }
    if problems == 0 {
      add(
        IntegrationFinding(
          .urlSchemeTwin, .pass, file: file,
          line: info.root.entry("CFBundleURLTypes")?.keyLine, keyPath: "CFBundleURLTypes",
          message: .urlSchemesFine))
    }
  }
}
