import { ResourceForm } from "./resource-form";

export default function ResourceEditPage() {
  return <ResourceForm action="edit" />;
}
