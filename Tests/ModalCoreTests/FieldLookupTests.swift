import Foundation
import Testing

@testable import ModalCore

/// The field table finds what asking each field in turn finds: the same field and option for
/// every path and alias, the `NAME` options, and names no field has.
@Suite("FieldLookup")
struct FieldLookupTests {
  /// The scan the table stands for.
  static func scanned(_ fields: [FieldDescriptor], _ name: String) -> (String?, String) {
    var option = ""
    let field = fields.first { $0.matches(name, option: &option) }
    return (field?.path, option)
  }

  static func looked(_ lookup: FieldLookup, _ name: String) -> (String?, String) {
    var option = ""
    let field = lookup.first(name, option: &option)
    return (field?.path, option)
  }

  @Test("config and point fields: every name gives the scan's field and option")
  func sameAsScan() {
    for (fields, lookup) in [
      (ConfigSchema.configFields, ConfigSchema.configLookup),
      (ConfigSchema.pointFields, ConfigSchema.pointLookup),
    ] {
      var names = fields.flatMap { [$0.path] + $0.aliases }
      names += names.map { $0.replacingOccurrences(of: "NAME", with: "velocityThreshold") }
      names += names.map { $0.replacingOccurrences(of: "NAME", with: "options") }
      names += names.map { $0.replacingOccurrences(of: "NAME", with: "1x") }
      names += ["", "release.", "nothing", "snapPoints", "release.options", "HEIGHT", "height "]
      for name in names {
        let scan = Self.scanned(fields, name)
        let look = Self.looked(lookup, name)
        #expect(scan.0 == look.0 && scan.1 == look.1, "\(name)")
      }
    }
    // A named option is found through its stem, with the option's name.
    let (path, option) = Self.looked(ConfigSchema.configLookup, "release.velocityThreshold")
    #expect(path == "release.options.NAME" && option == "velocityThreshold")
    #expect(Self.looked(ConfigSchema.configLookup, "release.1x").0 == nil)
  }
}
