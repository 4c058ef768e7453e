import { ResourceForm } from "./resource-form";

export default function ResourceCreatePage() {
  return <ResourceForm action="create" />;
}
