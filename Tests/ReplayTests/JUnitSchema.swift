import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// A checker of the rules of the JUnit XML schema that CI tools validate against (the Jenkins
/// xunit plugin's `junit-10.xsd`): which elements may hold which, which attributes each may
/// carry (no others) and which are required, and the form of times (its `SUREFIRE_TIME`, with
/// at most three decimals as in its older versions). Stricter than the schema in two ways: a
/// suite's children come in the order properties, test cases, output (as Ant writes them), and
/// counts must be whole numbers that add up to what the document holds.
enum JUnitSchema {
  /// An element of a parsed document.
  final class Element {
    let name: String
    let attributes: [String: String]
    var children: [Element] = []
    var text = ""

    init(name: String, attributes: [String: String]) {
      self.name = name
      self.attributes = attributes
    }
  }

  /// Builds the element tree while `XMLParser` reads.
  private final class TreeBuilder: NSObject, XMLParserDelegate {
    var stack: [Element] = []
    var root: Element?

    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String]
    ) {
      let element = Element(name: name, attributes: attributes)
      stack.last?.children.append(element)
      if root == nil { root = element }
      stack.append(element)
    }

    func parser(
      _ parser: XMLParser, didEndElement name: String, namespaceURI: String?,
      qualifiedName: String?
    ) {
      stack.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      stack.last?.text += string
    }
  }

  /// Why a document could not be read.
  struct NotWellFormed: Error, CustomStringConvertible {
    var description: String
  }

  /// The document's root element, or a description of why it is not well-formed XML.
  static func parse(_ xml: String) -> Result<Element, NotWellFormed> {
    let parser = XMLParser(data: Data(xml.utf8))
    let builder = TreeBuilder()
    parser.delegate = builder
    guard parser.parse(), builder.stack.isEmpty, let root = builder.root else {
      return .failure(
        NotWellFormed(
          description: "not well-formed: \(parser.parserError.map { "\($0)" } ?? "no root")"))
    }
    return .success(root)
  }

  /// Every rule `xml` breaks (empty when it is valid).
  static func violations(_ xml: String) -> [String] {
    switch parse(xml) {
    case .failure(let problem): return [problem.description]
    case .success(let root): return violations(root)
    }
  }

  /// Whether `value` is a count: digits only.
  private static func isCount(_ value: String) -> Bool {
    (try? /[0-9]+/.wholeMatch(in: value)) != nil
  }

  /// Whether `value` matches the Jenkins schema's `SUREFIRE_TIME`: digits, optional thousands
  /// commas, at most three decimals.
  private static func isTime(_ value: String) -> Bool {
    !value.isEmpty
      && (try? /(([0-9]{0,3},)*[0-9]{3}|[0-9]{0,3})*(\.[0-9]{0,3})?/.wholeMatch(in: value)) != nil
  }

  private static let allowed: [String: (required: Set<String>, optional: Set<String>)] = [
    "testsuites": ([], ["name", "time", "tests", "failures", "errors"]),
    "testsuite": (
      ["name", "tests", "failures", "errors"],
      ["group", "time", "skipped", "timestamp", "hostname", "id", "package", "file", "log", "url"]
    ),
    "properties": ([], []),
    "property": (["name", "value"], []),
    "testcase": (["name"], ["time", "classname", "group"]),
    "failure": ([], ["message", "type"]),
    "error": ([], ["message", "type"]),
    "skipped": ([], ["message", "type"]),
    "system-out": ([], []),
    "system-err": ([], []),
  ]

  private static func violations(_ root: Element) -> [String] {
    var problems: [String] = []
    guard root.name == "testsuites" else { return ["the root is <\(root.name)>, not <testsuites>"] }
    check(root, &problems)
    var totals = (tests: 0, failures: 0, errors: 0)
    for suite in root.children {
      guard suite.name == "testsuite" else {
        problems.append("<testsuites> holds <\(suite.name)>")
        continue
      }
      check(suite, &problems)
      var order = -1  // 0 properties, 1 testcase, 2 system-out, 3 system-err
      var counted = (tests: 0, failures: 0, errors: 0, skipped: 0)
      for child in suite.children {
        let rank = ["properties": 0, "testcase": 1, "system-out": 2, "system-err": 3][child.name]
        guard let rank else {
          problems.append("<testsuite> holds <\(child.name)>")
          continue
        }
        if rank < order || (rank != 1 && rank == order) {
          problems.append("<\(child.name)> out of order or repeated in <testsuite>")
        }
        order = rank
        check(child, &problems)
        if child.name == "properties" {
          for property in child.children {
            if property.name != "property" {
              problems.append("<properties> holds <\(property.name)>")
            }
            check(property, &problems)
            if !property.children.isEmpty { problems.append("<property> has children") }
          }
        }
        if child.name == "testcase" {
          counted.tests += 1
          for result in child.children {
            guard ["skipped", "error", "failure", "system-out", "system-err"].contains(result.name)
            else {
              problems.append("<testcase> holds <\(result.name)>")
              continue
            }
            check(result, &problems)
            if !result.children.isEmpty { problems.append("<\(result.name)> has child elements") }
            if result.name == "failure" { counted.failures += 1 }
            if result.name == "error" { counted.errors += 1 }
            if result.name == "skipped" { counted.skipped += 1 }
          }
        }
      }
      let stated = (
        Int(suite.attributes["tests"] ?? "") ?? -1, Int(suite.attributes["failures"] ?? "0") ?? -1,
        Int(suite.attributes["errors"] ?? "0") ?? -1, Int(suite.attributes["skipped"] ?? "0") ?? -1
      )
      if stated != (counted.tests, counted.failures, counted.errors, counted.skipped) {
        problems.append(
          "suite \(suite.attributes["name"] ?? "?") states \(stated), holds \(counted)")
      }
      totals.tests += counted.tests
      totals.failures += counted.failures
      totals.errors += counted.errors
    }
    let stated = (
      Int(root.attributes["tests"] ?? "") ?? -1, Int(root.attributes["failures"] ?? "") ?? -1,
      Int(root.attributes["errors"] ?? "") ?? -1
    )
    if stated != totals { problems.append("<testsuites> states \(stated), suites hold \(totals)") }
    return problems
  }

  /// Attribute rules of one element: nothing unknown, nothing required missing, counts and times
  /// of the right form.
  private static func check(_ element: Element, _ problems: inout [String]) {
    guard let rules = allowed[element.name] else {
      problems.append("unknown element <\(element.name)>")
      return
    }
    for name in rules.required where element.attributes[name] == nil {
      problems.append("<\(element.name)> lacks \(name)")
    }
    for (name, value) in element.attributes {
      guard rules.required.contains(name) || rules.optional.contains(name) else {
        problems.append("<\(element.name)> may not have \(name)")
        continue
      }
      if ["tests", "failures", "errors", "skipped", "disabled"].contains(name),
        !isCount(value)
      {
        problems.append("<\(element.name) \(name)=\"\(value)\"> is not a count")
      }
      if name == "time", !isTime(value) {
        problems.append("<\(element.name) time=\"\(value)\"> is not a time")
      }
    }
  }
}
